import { setupServer } from 'msw/node';

/** Tests add their own handlers with server.use(...); none are shared by default. */
export const server = setupServer();

export const API_URL = 'http://localhost:4000';
export const AUTH_URL = 'http://localhost:4001';
