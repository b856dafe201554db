export * from './class-code';
export * from './fields';
export * from './forms';
export * from './messages';
export * from './password-strength';
export * from './patterns';
export * from './flows';
export * from './use-validation-message';
