export * from './users.ts';
export * from './profiles.ts';
export * from './menu.ts';
export * from './qr.ts';
export * from './jobs.ts';
export * from './audit.ts';
export * from './media.ts';
