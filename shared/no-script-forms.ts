// The forms that carry a password or personal data: without JavaScript they POST to their own page
// with `?form=<name>` (never their fields in a URL), and the server answers that JavaScript is
// needed (server/render/no-script-forms.ts).
export const NO_SCRIPT_FORMS = ['login', 'signup', 'forgot-password', 'reset-password', 'contact', 'content-removal'] as const;
export type NoScriptForm = (typeof NO_SCRIPT_FORMS)[number];
export const NO_SCRIPT_FORM_PARAM = 'form';
