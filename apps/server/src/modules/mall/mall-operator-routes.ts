import { operatorMallEndpoints } from '@woohoo/shared/endpoints/operator-mall';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/db';
import { route } from '../../http/route';
import { auditActor, audited } from '../operator/operator-audit';
import type { OperatorHook } from '../operator/operator-auth';
import { changeProduct, listProductsForOperator, setStock } from './mall-catalogue-admin';
import { addLogisticsEvent, listOrdersForOperator, orderDetail, shipOrder } from './order-service';

/**
 * The operator's side of the mall, under /api/operator and its guard: list orders, ship a paid
 * order with carrier and tracking number, add logistics events; each change audited (docs/rules.md
 * "Operators, the audit and balance adjustments") under the acting operator's name.
 */
export function mallOperatorRoutes(db: Db, guard: OperatorHook): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, operatorMallEndpoints.orders, { guard }, async (request) => {
      const { status, page, size } = request.query;
      const found = await listOrdersForOperator(
        db,
        status === 'all' ? null : status,
        size,
        (page - 1) * size,
      );
      return { ...found, page, size };
    });
    route(app, operatorMallEndpoints.products, { guard }, async (request) => {
      const { page, size, ...filter } = request.query;
      const found = await listProductsForOperator(db, filter, size, (page - 1) * size);
      return { ...found, page, size };
    });
    route(app, operatorMallEndpoints.changeProduct, { guard }, async (request) => {
      const what = { action: 'mall.product', target: `mall_product:${request.params.id}` };
      const change = (tx: Db) => changeProduct(tx, request.params.id, request.body);
      return audited(db, auditActor(request), what, change);
    });
    route(app, operatorMallEndpoints.setStock, { guard }, async (request) => {
      const what = { action: 'mall.stock', target: `mall_variant:${request.params.id}` };
      const change = (tx: Db) => setStock(tx, request.params.id, request.body.stock);
      return audited(db, auditActor(request), what, change);
    });
    route(app, operatorMallEndpoints.ship, { guard }, async (request) => {
      const who = auditActor(request);
      const { id } = request.params;
      const what = { action: 'mall.ship', target: `mall_order:${id}` };
      return audited(db, who, what, async (tx) => {
        const before = await orderDetail(tx, id);
        const after = await shipOrder(tx, id, { ...request.body, operator: who.actor });
        return { result: after, before: { status: before.status }, after: request.body };
      });
    });
    route(app, operatorMallEndpoints.addEvent, { guard }, async (request) => {
      const who = auditActor(request);
      const { id } = request.params;
      const what = { action: 'mall.event', target: `mall_order:${id}` };
      return audited(db, who, what, async (tx) => {
        const before = await orderDetail(tx, id);
        const after = await addLogisticsEvent(tx, id, { ...request.body, operator: who.actor });
        return { result: after, before: { status: before.status }, after: request.body };
      });
    });
  };
}
