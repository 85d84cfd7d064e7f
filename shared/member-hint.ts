// A first-party cookie saying that a member is signed in on this browser (the session token itself
// stays in local storage, out of the server's sight). A member's view of a block can differ from
// the visitor's HTML, so the server renders their pages with every block hydrating, and the page
// cache keeps that copy apart. It grants nothing: the API still trusts only the token.
export const MEMBER_HINT_COOKIE = 'member';
