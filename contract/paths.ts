/** The guest header: TypeBox-free, so the web app can import it. */
/** Header a guest request carries instead of a bearer token. */
export const CLIENT_APP_ID_HEADER = 'X-Client-App-Id';
