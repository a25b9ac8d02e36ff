import {
  announcementListQuerySchema,
  announcementPageSchema,
  announcementParamsSchema,
  announcementSchema,
  announcementSummarySchema,
} from '../api/announcements';
import { endpoint } from './endpoint';

/** The announcements of SPEC 2: public, readable signed out. */
export const announcementsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/announcements',
    access: 'public',
    tags: ['announcements'],
    summary: 'Announcements, newest first',
    query: announcementListQuerySchema,
    data: announcementPageSchema,
    errors: [400],
  }),
  banner: endpoint({
    method: 'GET',
    path: '/api/announcements/banner',
    access: 'public',
    tags: ['announcements'],
    summary: "The home banner's announcement: the newest marked as a banner, else the newest",
    data: announcementSummarySchema.nullable(),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/announcements/:id',
    access: 'public',
    tags: ['announcements'],
    summary: 'One announcement',
    params: announcementParamsSchema,
    data: announcementSchema,
    errors: [400, 404],
  }),
};
