import { rulesChangeBodySchema, rulesOverviewSchema, rulesPreviewSchema } from '../api/operator';
import { endpoint } from './endpoint';

/**
 * The rules configuration (docs/rules.md "The rules configuration"): versioned, each with an
 * effective time, previewed as a diff before it is saved.
 */
export const operatorRulesEndpoints = {
  overview: endpoint({
    method: 'GET',
    path: '/api/operator/rules',
    access: 'operator',
    tags: ['operator'],
    summary: 'The rules in force, every version, and the earliest a new version may take effect',
    data: rulesOverviewSchema,
    errors: [403],
  }),
  preview: endpoint({
    method: 'POST',
    path: '/api/operator/rules/preview',
    access: 'operator',
    tags: ['operator'],
    summary: 'What a new version would change, and why it could not be saved (changes nothing)',
    body: rulesChangeBodySchema,
    data: rulesPreviewSchema,
    errors: [403],
  }),
  save: endpoint({
    method: 'POST',
    path: '/api/operator/rules',
    access: 'operator',
    tags: ['operator'],
    summary: 'Save a new rules version from its effective time',
    description: 'Errors: 40057 when its preview lists a problem (incomplete, changes nothing, too early).',
    body: rulesChangeBodySchema,
    data: rulesPreviewSchema,
    errors: [403],
  }),
};
