import {
  announcementBannerBodySchema,
  announcementBodySchema,
  announcementParamsSchema,
  announcementSchema,
} from '../api/announcements';
import { endpoint } from './endpoint';

/** The operator publishes announcements (SPEC 2) and picks the home banner's. */
export const operatorAnnouncementsEndpoints = {
  publish: endpoint({
    method: 'POST',
    path: '/api/operator/announcements',
    access: 'operator',
    tags: ['operator'],
    summary: 'Publish an announcement now',
    body: announcementBodySchema,
    data: announcementSchema,
    errors: [403],
  }),
  setBanner: endpoint({
    method: 'POST',
    path: '/api/operator/announcements/:id/banner',
    access: 'operator',
    tags: ['operator'],
    summary: 'Show an announcement in the home banner, or stop showing it',
    params: announcementParamsSchema,
    body: announcementBannerBodySchema,
    data: announcementSchema,
    errors: [403, 404],
  }),
};
