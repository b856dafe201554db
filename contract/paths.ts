/** The guest header: TypeBox-free, so the web app can import it. */
/** Header a guest request carries instead of a bearer token. */
export const CLIENT_APP_ID_HEADER = 'X-Client-App-Id';

/** The largest JSON body the API reads (uploads have limits of their own); larger ones get 413. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
