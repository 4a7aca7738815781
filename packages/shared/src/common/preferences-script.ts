import { LANGUAGES } from '../i18n/languages.ts';
import { PREFERENCE_COOKIES, PREFERENCE_STORAGE_KEYS } from './preference-cookies.ts';

/**
 * The first thing a page runs, inline at the top of its head, before anything is painted: the
 * reader's saved choices (localStorage, spec section 1) win over what the server guessed from the
 * cookies, so the first paint is already right.
 *
 * - The colour scheme: the saved one, else the system's, set on `<html>` at once (Mantine's colours
 *   follow that attribute) and mirrored into its cookie.
 * - The language: when a saved language disagrees with the cookie (the cookie expired or was
 *   cleared), the cookie is written again; when the server rendered the page (`data-rendered`) in
 *   another language, the page is hidden and asked for again (once per address), and arrives right. An address
 *   naming its language (`?lang=`) is what was asked for and stays as it is.
 *
 * Every step is guarded: storage or cookies switched off leave the page as the server sent it.
 * The server allows exactly this script by its hash in the Content-Security-Policy.
 */
export const PREFERENCES_SCRIPT = `(function(){try{
var d=document.documentElement,s=window.localStorage,secure=location.protocol==='https:'?';Secure':'';
var get=function(n){var m=document.cookie.match(new RegExp('(?:^|; )'+n+'=([^;]*)'));return m?decodeURIComponent(m[1]):null};
var put=function(n,v){document.cookie=n+'='+v+';Path=/;Max-Age=31536000;SameSite=Lax'+secure};
var c=s.getItem('${PREFERENCE_STORAGE_KEYS.darkMode}');
if(c!=='dark'&&c!=='light')c=window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';
d.setAttribute('data-mantine-color-scheme',c);
if(get('${PREFERENCE_COOKIES.colorScheme}')!==c)put('${PREFERENCE_COOKIES.colorScheme}',c);
var l=s.getItem('${PREFERENCE_STORAGE_KEYS.preferredLanguage}')||s.getItem('${PREFERENCE_STORAGE_KEYS.language}');
if(!/^(${LANGUAGES.join('|')})$/.test(l||'')||/[?&]lang=/.test(location.search))return;
if(get('${PREFERENCE_COOKIES.language}')!==l)put('${PREFERENCE_COOKIES.language}',l);
if(d.hasAttribute('data-rendered')&&d.lang!==l&&get('${PREFERENCE_COOKIES.language}')===l&&sessionStorage.getItem('lang-reload')!==location.href){
sessionStorage.setItem('lang-reload',location.href);d.style.visibility='hidden';location.replace(location.href)}
}catch(e){}})();`;
