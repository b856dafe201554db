/** Site codes and app-setting ids of the catalogue: TypeBox-free, so the shell's widgets can import them. */
/** Site code sent with banner and activation requests. */
export const SITE_CODES = { STANDARD: 'ENGLAB', INTERNATIONAL: 'ENGLAB_INTERNATIONAL' } as const;

/** App-setting ids the web app reads. */
export const APP_SETTING_IDS = {
  USER_MANUAL: 'user-manual',
  SUPPORT: 'support',
} as const;
