/** `linkproof/msw`: MSW 2 handlers backed by the stateful mock. Needs the `msw` package (an optional peer). */
export { createHandlers, type HandlersOptions } from './create-handlers.js';
