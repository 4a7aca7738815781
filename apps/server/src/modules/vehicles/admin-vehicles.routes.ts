import { todayIn } from '@app/shared/common/dates';
import { saleDate } from '@app/shared/common/sale-window';
import {
  adminVehicleClassesQuery,
  vehicleClassAdminDto,
  vehicleClassInput,
  vehicleWithdrawalDto,
  vehicleWithdrawalInput,
} from '@app/shared/vehicles/admin-schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cacheTags } from '../../lib/cache-tags.ts';
import { audited, createdId, param } from '../../plugins/audit-trail.ts';
import { requireRole } from '../../plugins/auth.ts';
import { changes } from '../../plugins/catalog-cache.ts';
import { noContent, responses } from '../../plugins/openapi-responses.ts';

const tags = ['vehicles'];
const idParams = z.object({ id: z.uuid() });
/** Classes, prices, fleets and withdrawn days: what searches and the "from" prices show. */
const vehiclesChanged = changes(() => [cacheTags.vehicles]);

/** The admin's vehicle classes (car rentals, transfers, taxis) and the days each is withdrawn. */
export async function adminVehiclesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { clock, config } = app.deps;
  const service = app.services.adminVehicles;
  const admin = { preValidation: requireRole('admin') };
  const today = () => todayIn(config.BUSINESS_TIMEZONE, clock.now());
  // A day withdrawn is added or removed from today on (the past stays as it was), within the sale window.
  const dayParams = z.object({ id: z.uuid(), date: saleDate(today) });
  // The audit trail reads a class, or one of its withdrawn days, as the admin sees it.
  const vehicle = (action: 'create' | 'update' | 'delete') =>
    audited({
      entity: 'vehicle',
      action,
      id: action === 'create' ? createdId : param(),
      read: (id) => service.detail(id),
    });
  const withdrawal = (action: 'update' | 'delete') =>
    audited({
      entity: 'vehicle-withdrawal',
      action,
      id: param('date'),
      parent: param(),
      label: (request) => param('date')(request),
      read: async (day, request) => (await service.withdrawals(param()(request))).find((w) => w.day === day),
    });

  r.get(
    '/admin/vehicles/classes',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Every vehicle class of a service (or of all three), on sale or not',
        querystring: adminVehicleClassesQuery,
        response: responses({ 200: z.array(vehicleClassAdminDto) }),
      },
    },
    async (request) => service.list(request.query.service),
  );

  r.get(
    '/admin/vehicles/classes/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'A vehicle class with every translation and what is booked of it',
        params: idParams,
        response: responses({ 200: vehicleClassAdminDto }),
      },
    },
    async (request) => service.detail(request.params.id),
  );

  r.post(
    '/admin/vehicles/classes',
    {
      ...admin,
      config: { ...vehiclesChanged, ...vehicle('create') },
      schema: {
        tags,
        summary: 'Adds a vehicle class; 409 when its service already has a class of that code',
        body: vehicleClassInput,
        response: responses({ 201: vehicleClassAdminDto }),
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(request.body)),
  );

  r.put(
    '/admin/vehicles/classes/:id',
    {
      ...admin,
      config: { ...vehiclesChanged, ...vehicle('update') },
      schema: {
        tags,
        summary: 'Changes a vehicle class (its service stays); bookings already made stand',
        params: idParams,
        body: vehicleClassInput,
        response: responses({ 200: vehicleClassAdminDto }),
      },
    },
    async (request) => service.update(request.params.id, request.body),
  );

  r.delete(
    '/admin/vehicles/classes/:id',
    {
      ...admin,
      config: { ...vehiclesChanged, ...vehicle('delete') },
      schema: {
        tags,
        summary: 'Deletes a vehicle class never booked; 409 for a booked one (take it off sale instead)',
        params: idParams,
        response: responses({ 204: noContent }),
      },
    },
    async (request, reply) => {
      await service.remove(request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/admin/vehicles/classes/:id/withdrawals',
    {
      ...admin,
      schema: {
        tags,
        summary: 'The days a vehicle class is withdrawn for maintenance, past and coming',
        params: idParams,
        response: responses({ 200: z.array(vehicleWithdrawalDto) }),
      },
    },
    async (request) => service.withdrawals(request.params.id),
  );

  r.put(
    '/admin/vehicles/classes/:id/withdrawals/:date',
    {
      ...admin,
      config: { ...vehiclesChanged, ...withdrawal('update') },
      schema: {
        tags,
        summary: 'Withdraws a vehicle class on a day from today on (or changes why)',
        params: dayParams,
        body: vehicleWithdrawalInput,
        response: responses({ 200: vehicleWithdrawalDto }),
      },
    },
    async (request) => service.saveWithdrawal(request.params.id, request.params.date, request.body),
  );

  r.delete(
    '/admin/vehicles/classes/:id/withdrawals/:date',
    {
      ...admin,
      config: { ...vehiclesChanged, ...withdrawal('delete') },
      schema: {
        tags,
        summary: 'Puts a vehicle class back on sale on a day from today on',
        params: dayParams,
        response: responses({ 204: noContent }),
      },
    },
    async (request, reply) => {
      await service.removeWithdrawal(request.params.id, request.params.date);
      return reply.code(204).send(null);
    },
  );
}
