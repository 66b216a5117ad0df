import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AvailabilityQuerySchema,
  AvailabilityResponseSchema,
  CheckRestaurantQuerySchema,
  CheckRestaurantResponseSchema,
  CreateBookingResponseSchema,
  CreateBookingSchema,
  CreateRestaurantSchema,
  DeleteByIdSchema,
  envelopeOf,
  GetAvailableRestaurantsQuerySchema,
  GetAvailableRestaurantsResponseSchema,
  idSchema,
  LocalDateSchema,
  MealTimeBodySchema,
  MealTimeInputSchema,
  MealTimesBodySchema,
  PartySizeSchema,
  RestaurantBodySchema,
  RestaurantSearchBodySchema,
  SearchRestaurantsQuerySchema,
  SlotsBodySchema,
  TermsClausesBodySchema,
  UpdatePartySizeSchema,
  UpdateRestaurantActivitySchema,
  UpdateRestaurantSettingsSchema,
  UpdateSlotSchema,
  UpdateTermsClauseSchema,
  WorkingHoursSchema,
} from '@venue/shared';
import { ok } from '../../lib/envelope.ts';
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
 * Reservations set-up and guests' booking (decisions §6 "Reservations"): the restaurant's calls
 * under /v1/restaurant/ (reads for members, writes for tableReserveAccess), the search under
 * /v1/search/, and the guests' public calls under /v1/bookings/ (rate-limited per address).
 */
export const restaurantModule: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['reservations'];
  const read = { access: 'member' } as const;
  const write = { access: 'tableReserveAccess' } as const;
  const base = '/v1/restaurant';

  app.get(
    `${base}/checkRestaurantForProfile`,
    {
      config: read,
      schema: { tags, querystring: CheckRestaurantQuerySchema, response: { 200: envelopeOf(CheckRestaurantResponseSchema) } },
    },
    async (request) => ok(await checkRestaurantForProfile(profileContextOf(app, request))),
  );

  app.post(
    `${base}/createRestaurant/`,
    { config: write, schema: { tags, body: CreateRestaurantSchema, response: { 200: envelopeOf(RestaurantBodySchema) } } },
    async (request) => ok(await createRestaurant(profileContextOf(app, request), request.body)),
  );

  for (const url of [`${base}/searchRestaurants`, '/v1/search/searchRestaurants']) {
    app.get(
      url,
      {
        config: { access: 'user' },
        schema: {
          tags,
          querystring: SearchRestaurantsQuerySchema,
          response: { 200: envelopeOf(RestaurantSearchBodySchema) },
        },
      },
      async (request) => ok(await searchRestaurants(app.deps.db, request.query.q)),
    );
  }

  app.post(
    `${base}/updateRestaurantActivity`,
    {
      config: write,
      schema: { tags, body: UpdateRestaurantActivitySchema, response: { 200: envelopeOf(RestaurantBodySchema) } },
    },
    async (request) => ok(await updateRestaurantActivity(profileContextOf(app, request), request.body)),
  );

  app.post(
    `${base}/updateRestaurantSettings`,
    {
      config: write,
      schema: { tags, body: UpdateRestaurantSettingsSchema, response: { 200: envelopeOf(RestaurantBodySchema) } },
    },
    async (request) => ok(await updateRestaurantSettings(profileContextOf(app, request), request.body)),
  );

  // The venue's one set of opening hours (issue 35), with or without a restaurant: Profile →
  // Opening hours edits it; the restaurant's two calls below read and write the same set.
  app.get(
    '/v1/profiles/opening-hours',
    { config: read, schema: { tags, response: { 200: envelopeOf(WorkingHoursSchema) } } },
    async (request) => ok(await getVenueOpeningHours(profileContextOf(app, request))),
  );

  app.put(
    '/v1/profiles/opening-hours',
    {
      config: { access: 'manager' },
      schema: { tags, body: WorkingHoursSchema, response: { 200: envelopeOf(WorkingHoursSchema) } },
    },
    async (request) => ok(await updateVenueOpeningHours(profileContextOf(app, request), request.body)),
  );

  const RestaurantIdParams = z.object({ id: idSchema('Invalid restaurant id') });
  app.get(
    `${base}/getRestaurantWorkingHours/:id`,
    { config: read, schema: { tags, params: RestaurantIdParams, response: { 200: envelopeOf(WorkingHoursSchema) } } },
    async (request) => ok(await getRestaurantWorkingHours(profileContextOf(app, request), request.params.id)),
  );

  app.put(
    `${base}/updateRestaurantWorkingHour/:id`,
    {
      config: write,
      schema: { tags, params: RestaurantIdParams, body: WorkingHoursSchema, response: { 200: envelopeOf(WorkingHoursSchema) } },
    },
    async (request) => ok(await updateRestaurantWorkingHours(profileContextOf(app, request), request.params.id, request.body)),
  );

  app.get(
    `${base}/mealTimes/:restaurantId`,
    {
      config: read,
      schema: {
        tags,
        params: z.object({ restaurantId: idSchema('Invalid restaurant id') }),
        response: { 200: envelopeOf(MealTimesBodySchema) },
      },
    },
    async (request) => ok(await listMealTimes(profileContextOf(app, request), request.params.restaurantId)),
  );

  app.post(
    `${base}/createMealTime`,
    { config: write, schema: { tags, body: MealTimeInputSchema, response: { 200: envelopeOf(MealTimeBodySchema) } } },
    async (request) => ok(await createMealTime(profileContextOf(app, request), request.body)),
  );

  app.put(
    `${base}/updateMealTime/:mealTimeId`,
    {
      config: write,
      schema: {
        tags,
        params: z.object({ mealTimeId: idSchema('Invalid meal time id') }),
        body: MealTimeInputSchema,
        response: { 200: envelopeOf(MealTimeBodySchema) },
      },
    },
    async (request) => ok(await updateMealTime(profileContextOf(app, request), request.params.mealTimeId, request.body)),
  );

  app.post(
    `${base}/deleteMealTime`,
    { config: write, schema: { tags, body: DeleteByIdSchema, response: { 200: envelopeOf(z.object({ deleted: z.string() })) } } },
    async (request) => ok(await deleteMealTime(profileContextOf(app, request), request.body._id)),
  );

  app.get(
    `${base}/fetchRestaurantSlots/:restaurantId/:date`,
    {
      config: read,
      schema: {
        tags,
        params: z.object({ restaurantId: idSchema('Invalid restaurant id'), date: LocalDateSchema }),
        response: { 200: envelopeOf(SlotsBodySchema) },
      },
    },
    async (request) =>
      ok(await fetchRestaurantSlots(profileContextOf(app, request), request.params.restaurantId, request.params.date)),
  );

  app.post(
    `${base}/updateRestaurantSlot`,
    { config: write, schema: { tags, body: UpdateSlotSchema, response: { 200: envelopeOf(SlotsBodySchema) } } },
    async (request) => ok(await updateRestaurantSlot(profileContextOf(app, request), request.body)),
  );

  app.get(
    `${base}/getPartySizeDetails/`,
    { config: read, schema: { tags, response: { 200: envelopeOf(PartySizeSchema) } } },
    async (request) => ok(await getPartySizeDetails(profileContextOf(app, request))),
  );

  app.post(
    `${base}/updatePartySizeDetails`,
    { config: write, schema: { tags, body: UpdatePartySizeSchema, response: { 200: envelopeOf(PartySizeSchema) } } },
    async (request) => ok(await updatePartySizeDetails(profileContextOf(app, request), request.body)),
  );

  app.get(
    `${base}/getAllTnCClauses/`,
    { config: read, schema: { tags, response: { 200: envelopeOf(TermsClausesBodySchema) } } },
    async (request) => ok(await getAllTnCClauses(profileContextOf(app, request))),
  );

  app.post(
    `${base}/updateTnCClause`,
    { config: write, schema: { tags, body: UpdateTermsClauseSchema, response: { 200: envelopeOf(TermsClausesBodySchema) } } },
    async (request) => ok(await updateTnCClause(profileContextOf(app, request), request.body)),
  );

  app.post(
    `${base}/deleteTnCClause`,
    { config: write, schema: { tags, body: DeleteByIdSchema, response: { 200: envelopeOf(TermsClausesBodySchema) } } },
    async (request) => ok(await deleteTnCClause(profileContextOf(app, request), request.body._id)),
  );

  // Guests: public, no login.
  const guest = { access: 'public' } as const;
  const guestTags = ['reservations (guests)'];

  app.get(
    '/v1/bookings/getAvailableRestaurants',
    {
      config: guest,
      schema: {
        tags: guestTags,
        querystring: GetAvailableRestaurantsQuerySchema,
        response: { 200: envelopeOf(GetAvailableRestaurantsResponseSchema) },
      },
    },
    async (request) => {
      await limitGuestReads(app.deps.rateLimiter, request.ip);
      return ok(await getAvailableRestaurant(contextOf(app, request), request.query.username));
    },
  );

  app.get(
    '/v1/bookings/availability',
    {
      config: guest,
      schema: {
        tags: guestTags,
        querystring: AvailabilityQuerySchema,
        response: { 200: envelopeOf(AvailabilityResponseSchema) },
      },
    },
    async (request) => {
      await limitGuestReads(app.deps.rateLimiter, request.ip);
      return ok(await getAvailability(contextOf(app, request), request.query));
    },
  );

  app.post(
    '/v1/bookings/createBooking',
    {
      config: guest,
      schema: { tags: guestTags, body: CreateBookingSchema, response: { 200: envelopeOf(CreateBookingResponseSchema) } },
    },
    async (request) => ok(await createBooking(authContextOf(app, request), request.body, request.ip)),
  );
};
