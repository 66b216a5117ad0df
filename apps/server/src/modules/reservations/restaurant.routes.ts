import type { FastifyPluginAsync } from 'fastify';
import { bookingGuestEndpoints as guest, reservationsEndpoints as endpoints } from '@venue/shared';
import { requestOrigin, route } from '../../lib/route.ts';
import { contextOf, profileContextOf } from '../../plugins/access.ts';
import { authContextOf } from '../auth/auth.service.ts';
import { getAvailability, getAvailableRestaurant, limitGuestReads } from './availability.service.ts';
import { createBooking } from './booking-create.ts';
import {
  getRestaurantWorkingHours,
  getVenueOpeningHours,
  updateRestaurantWorkingHours,
  updateVenueOpeningHours,
} from './hours.service.ts';
import { createMealTime, deleteMealTime, listMealTimes, updateMealTime } from './meal-times.service.ts';
import {
  checkRestaurantForProfile,
  createRestaurant,
  getPartySizeDetails,
  searchRestaurants,
  updatePartySizeDetails,
  updateRestaurantActivity,
  updateRestaurantSettings,
} from './restaurant.service.ts';
import { fetchRestaurantSlots, updateRestaurantSlot } from './slots.service.ts';
import { deleteTnCClause, getAllTnCClauses, updateTnCClause } from './terms.service.ts';

/**
 * Reservations set-up and guests' booking (decisions §6 "Reservations"): the calls of
 * packages/shared/src/contract/reservations.routes.ts for the restaurant (under /v1/restaurant/,
 * reads for members, writes for tableReserveAccess), the venue's opening hours, the search, and
 * the guests' public calls under /v1/bookings/ (rate-limited per address).
 */
export const restaurantModule: FastifyPluginAsync = async (app) => {
  route(app, endpoints.checkRestaurantForProfile, (request) => checkRestaurantForProfile(profileContextOf(app, request)));
  route(app, endpoints.createRestaurant, (request) => createRestaurant(profileContextOf(app, request), request.body));
  route(app, endpoints.searchRestaurants, (request) => searchRestaurants(app.deps.db, request.query.q));
  route(app, endpoints.updateRestaurantActivity, (request) =>
    updateRestaurantActivity(profileContextOf(app, request), request.body),
  );
  route(app, endpoints.updateRestaurantSettings, (request) =>
    updateRestaurantSettings(profileContextOf(app, request), request.body),
  );

  // The venue's one set of opening hours (issue 35), with or without a restaurant: Profile →
  // Opening hours edits it; the restaurant's two calls below read and write the same set.
  route(app, endpoints.getVenueOpeningHours, (request) => getVenueOpeningHours(profileContextOf(app, request)));
  route(app, endpoints.updateVenueOpeningHours, (request) =>
    updateVenueOpeningHours(profileContextOf(app, request), request.body),
  );
  route(app, endpoints.getRestaurantWorkingHours, (request) =>
    getRestaurantWorkingHours(profileContextOf(app, request), request.params.id),
  );
  route(app, endpoints.updateRestaurantWorkingHours, (request) =>
    updateRestaurantWorkingHours(profileContextOf(app, request), request.params.id, request.body),
  );

  route(app, endpoints.listMealTimes, (request) => listMealTimes(profileContextOf(app, request), request.params.restaurantId));
  route(app, endpoints.createMealTime, (request) => createMealTime(profileContextOf(app, request), request.body));
  route(app, endpoints.updateMealTime, (request) =>
    updateMealTime(profileContextOf(app, request), request.params.mealTimeId, request.body),
  );
  route(app, endpoints.deleteMealTime, (request) => deleteMealTime(profileContextOf(app, request), request.body._id));

  route(app, endpoints.fetchRestaurantSlots, (request) =>
    fetchRestaurantSlots(profileContextOf(app, request), request.params.restaurantId, request.params.date),
  );
  route(app, endpoints.updateRestaurantSlot, (request) => updateRestaurantSlot(profileContextOf(app, request), request.body));

  route(app, endpoints.getPartySizeDetails, (request) => getPartySizeDetails(profileContextOf(app, request)));
  route(app, endpoints.updatePartySizeDetails, (request) => updatePartySizeDetails(profileContextOf(app, request), request.body));

  route(app, endpoints.getAllTnCClauses, (request) => getAllTnCClauses(profileContextOf(app, request)));
  route(app, endpoints.updateTnCClause, (request) => updateTnCClause(profileContextOf(app, request), request.body));
  route(app, endpoints.deleteTnCClause, (request) => deleteTnCClause(profileContextOf(app, request), request.body._id));

  // Guests: public, no login.
  route(app, guest.getAvailableRestaurants, async (request) => {
    await limitGuestReads(app.deps.rateLimiter, request.ip);
    return getAvailableRestaurant(contextOf(app, request), request.query.username);
  });
  route(app, guest.getAvailability, async (request) => {
    await limitGuestReads(app.deps.rateLimiter, request.ip);
    return getAvailability(contextOf(app, request), request.query);
  });
  route(app, guest.createBooking, (request) =>
    createBooking(authContextOf(app, request), request.body, { address: request.ip, origin: requestOrigin(request) }),
  );
};
