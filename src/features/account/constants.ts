/** Anchor of the change-password card on /account/edit (linked from the overview). */
export const CHANGE_PASSWORD_SECTION_ID = 'change-password';
