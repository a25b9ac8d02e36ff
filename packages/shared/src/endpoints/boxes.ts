import { boxIdParamsSchema, boxListSchema, boxOpenBodySchema, boxProofSchema, boxSchema } from '../api/boxes';
import { endpoint } from './endpoint';

/** Blind boxes (docs/rules.md "Blind boxes"; SPEC 7 `/api/box/myBoxLists`). */
export const boxesEndpoints = {
  /** SPEC 7: the one call the client makes without the loading overlay. */
  list: endpoint({
    method: 'GET',
    path: '/api/box/myBoxLists',
    access: 'user',
    tags: ['boxes'],
    summary: "The caller's tutorial, coaching and ecosystem boxes, their unlocks and the prize table",
    data: boxListSchema,
    errors: [401],
  }),
  open: endpoint({
    method: 'POST',
    path: '/api/box/:id/open',
    access: 'user',
    tags: ['boxes'],
    summary: 'Open an unlocked box: draws its prize from the committed seed, the client seed and the counter',
    description: 'Errors: 40037 conditions not met, 40405 no such box of the caller, 40926 already opened.',
    params: boxIdParamsSchema,
    body: boxOpenBodySchema,
    data: boxSchema,
    errors: [400, 401, 404, 409],
  }),
  claim: endpoint({
    method: 'POST',
    path: '/api/box/:id/claim',
    access: 'user',
    tags: ['boxes'],
    summary: "Claim an opened box's prize into available USDT (once; a claimed box answers as it is)",
    description: 'Errors: 40405 no such box of the caller, 40927 not opened yet.',
    params: boxIdParamsSchema,
    data: boxSchema,
    errors: [400, 401, 404, 409],
  }),
  proof: endpoint({
    method: 'GET',
    path: '/api/box/:id/proof',
    access: 'user',
    tags: ['boxes'],
    summary: 'An opened box with the prize table of its rules version, to recompute the draw',
    params: boxIdParamsSchema,
    data: boxProofSchema,
    errors: [400, 401, 404, 409],
  }),
};
