// Leaving the app for a full page load (a payment provider's page). Its own module so tests can
// replace it; only call from handlers.
export const assignLocation = (url: string): void => {
  window.location.assign(url);
};
