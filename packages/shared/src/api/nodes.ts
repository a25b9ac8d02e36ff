import { z } from 'zod';
import { NODE_KINDS } from '../rules/rules-config';

/** SPEC 1, 5 and 9: the node sale API. Amounts are decimal strings of the smallest unit. */
export const nodeKindSchema = z.enum(NODE_KINDS);

export const nodeKindInfoSchema = z.object({
  kind: nodeKindSchema,
  price: z.string().meta({ description: 'USDT per share, smallest unit' }),
  supply: z.number().int(),
  sold: z.number().int(),
  remaining: z.number().int(),
  held: z.number().int().meta({ description: "The caller's shares of this kind" }),
  orders: z.number().int().meta({ description: "The caller's orders of this kind" }),
  selfCounted: z.number().int().meta({
    description: "Shares that count for the caller's own performance (first purchase and one repurchase)",
  }),
});

export const nodesOverviewSchema = z.object({
  rulesVersion: z.number().int(),
  maxSharesPerOrder: z.number().int(),
  selfCountedOrders: z.number().int(),
  salesRewardBps: z.number().int(),
  kinds: z.array(nodeKindInfoSchema),
});
export type NodesOverview = z.infer<typeof nodesOverviewSchema>;

export const nodePurchaseBodySchema = z.strictObject({
  kind: nodeKindSchema,
  shares: z.number().meta({ description: 'Whole shares from 1; "Please enter quantity" (40028) otherwise' }),
});

export const nodeOrderSchema = z.object({
  id: z.string(),
  time: z.string(),
  kind: nodeKindSchema,
  shares: z.number().int(),
  price: z.string(),
  total: z.string(),
  selfCounted: z.number().int(),
  repurchase: z.boolean().meta({ description: 'True for every order after the first of its kind' }),
  rulesVersion: z.number().int(),
  status: z.literal('success'),
});
export type NodeOrder = z.infer<typeof nodeOrderSchema>;

export const nodeOrdersQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
