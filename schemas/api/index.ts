export * from './common';
export * from './content';
export * from './requests';
export * from './membership';
export * from './locales';
export * from './comments';
export * from './account';
export * from './two-factor';
