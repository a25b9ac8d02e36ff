import { describe, expect, it } from 'vitest';
import { FULL_NODE_ASSESSMENT_PATH } from '../features/rewards/utils/full-node-assessment-path';
import { ASSESSMENT_PATH } from '../lib/navigation/assessment-path';
import { MONEY_PATHS } from '../lib/navigation/money-paths';
import { TAB_PATHS } from '../lib/navigation/tab-paths';
import { TEAM_PATHS } from '../lib/navigation/team-paths';
import enUS from '../locales/en_US.json';
import { findRoute, isTeamPage, ROUTES } from './route-table';

/** SPEC 2, the route list, verbatim. */
const SPEC_ROUTES = [
  '/',
  '/pages/index/index',
  '/pages/index/announcement',
  '/pages/index/Announcementdetails',
  '/pages/index/Productdetails',
  '/pages/index/Submitorder',
  '/pages/pledge/pledge',
  '/pages/pledge/Pledgerecord',
  '/pages/Mall/Mall',
  '/pages/team/team',
  '/pages/my/my',
  '/pages/my/Giftinscriptioncollection',
  '/pages/my/BSCassets',
  '/pages/my/BSCAssetsViewDetails',
  '/pages/my/Flashexchange',
  '/pages/my/BSCFlashexchange',
  '/pages/my/Flashredemptionrecord',
  '/pages/my/topup',
  '/pages/my/transfer',
  '/pages/my/Transferrecord',
  '/pages/my/Withdrawcash',
  '/pages/my/BSCWithdrawcash',
  '/pages/my/Withdrawalrecords',
  '/pages/my/Addressmanagement',
  '/pages/my/Addandmodifyaddress',
  '/pages/my/Modifydeliveryaddress',
  '/pages/my/myorder',
  '/pages/my/checklogistics',
  '/pages/my/Rankinglist',
  '/choose-location',
  '/open-location',
];

describe('route table (SPEC 2)', () => {
  it('has every route of the spec', () => {
    const paths = ROUTES.map((route) => route.path);
    for (const path of SPEC_ROUTES) expect(paths, path).toContain(path);
  });
  it('has no duplicate paths', () => {
    const paths = ROUTES.map((route) => route.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });
  it('makes "/" an alias of the home page', () => {
    expect(findRoute('/')?.page).toBe('home');
    expect(findRoute('/pages/index/index')?.page).toBe('home');
  });
  it('marks exactly the five tabs, each with its own page', () => {
    const tabs = ROUTES.filter((route) => route.tab && route.path !== '/');
    expect(tabs.map((route) => route.path).sort()).toEqual(Object.values(TAB_PATHS).sort());
  });
  it('has a title in the locale file for every route', () => {
    for (const route of ROUTES) expect(enUS.route[route.titleKey], route.path).toBeTruthy();
  });
  it('renders the location pages of SPEC 2 on their own paths', () => {
    expect(findRoute('/choose-location')?.page).toBe('chooseLocation');
    expect(findRoute('/open-location')?.page).toBe('openLocation');
  });
  it('matches case-insensitively and ignores a trailing slash', () => {
    expect(findRoute('/pages/mall/mall/')?.titleKey).toBe('mall');
    expect(findRoute('/pages/nope')).toBeUndefined();
  });
  it('renders the same page on both paths of an alias', () => {
    expect(findRoute('/pages/my/Withdrawcash')?.page).toBe(findRoute('/pages/my/BSCWithdrawcash')?.page);
    expect(findRoute('/pages/my/Flashexchange')?.page).toBe(findRoute('/pages/my/BSCFlashexchange')?.page);
  });
  it('has a route for every link between the money pages', () => {
    for (const path of Object.values(MONEY_PATHS)) expect(findRoute(path), path).toBeDefined();
    expect(findRoute(MONEY_PATHS.depositRecords)?.page).toBe('depositRecords');
  });
  it('has a built page for every link between the team pages', () => {
    for (const path of Object.values(TEAM_PATHS)) expect(findRoute(path), path).toBeDefined();
    expect(findRoute(TEAM_PATHS.team)?.tab).toBe('team');
    expect(findRoute('/pages/my/Rankinglist')?.page).toBe('ranking');
  });
  it('has the weekly assessment among the team pages, with its own title', () => {
    const route = findRoute(ASSESSMENT_PATH);
    expect(route).toMatchObject({
      path: '/pages/team/assessment',
      page: 'assessment',
      titleKey: 'assessment',
    });
    expect(route?.page && isTeamPage(route.page)).toBe(true);
    expect(enUS.route.assessment).toBe('Weekly assessment');
  });
  it('has the full-node assessment beside it, with its own title', () => {
    const route = findRoute(FULL_NODE_ASSESSMENT_PATH);
    expect(route).toMatchObject({
      path: '/pages/team/fullNodeAssessment',
      page: 'fullNodeAssessment',
      titleKey: 'fullNodeAssessment',
    });
    expect(route?.page && isTeamPage(route.page)).toBe(true);
    expect(enUS.route.fullNodeAssessment).toBe('Full-node assessment');
  });
});
