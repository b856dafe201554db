/**
 * The spec's ids, enumerations and limits (shared with the API) plus the few constants only the
 * web app needs.
 */
export * from '@contract/constants';

/** Query parameter that carries a class join code on a home-page link (spec §2, §5). */
export const JOIN_CLASS_QUERY_PARAM = 'joinClassRequest';

/** Query parameter the login page reads to send the user back where they were. */
export const REDIRECT_QUERY_PARAM = 'redirect';
/** On a test page: go straight back into the signed-in student's open attempt (home's "continue"). */
export const RESUME_QUERY_PARAM = 'resume';

/** Profile image uploads (spec §5): at most 2 MB, jpg, jpeg or png. */
export const AVATAR_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
export const AVATAR_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
/** Value for an `<input type="file" accept>` matching the rule above. */
export const AVATAR_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';
