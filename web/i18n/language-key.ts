/** Where the browser keeps the chosen UI language (read before the app runs by the home page's preload script too). */
export const LANGUAGE_STORAGE_KEY = 'lepke.language';
