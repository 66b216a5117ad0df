/**
 * The menu module's test calls for other modules' tests (lint keeps a module's tests out of
 * another module's internals; test/ kits may hand them on, as events-kit.ts does).
 */
export { menuApi, venueWithMenu } from '../src/modules/menu/menu-test-kit.ts';
