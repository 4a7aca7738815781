/** `?showLogin=true` (or `blog-admin`) opens the login dialog on any page. */
export const SHOW_LOGIN_PARAM = 'showLogin';
/** `?redirect=/path`: where a successful login leads. */
export const REDIRECT_PARAM = 'redirect';
