import { describe, expect, it } from 'vitest';
import enUS from '../locales/en_US.json';
import { findPage, PAGE_LIST, routePathsOf } from './find-page';
import { paths, tabPaths } from './paths';
import type { PageId } from './route-table';

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

/** The pages anyone may open; every other page is behind the sign-in gate. */
const PUBLIC_PAGES: readonly PageId[] = [
  'home',
  'announcements',
  'announcementDetails',
  'mall',
  'productDetails',
  'my',
  'transparency',
  'chooseLocation',
  'openLocation',
];

const ALL_PATHS = PAGE_LIST.flatMap(routePathsOf);

describe('page table (SPEC 2)', () => {
  it('has every route of the spec', () => {
    for (const path of SPEC_ROUTES) expect(ALL_PATHS, path).toContain(path);
  });
  it('has no duplicate paths', () => {
    const lower = ALL_PATHS.map((path) => path.toLowerCase());
    expect(new Set(lower).size).toBe(lower.length);
  });
  it('makes "/" an alias of the home page', () => {
    expect(findPage('/')?.id).toBe('home');
    expect(findPage('/pages/index/index')?.id).toBe('home');
  });
  it('marks exactly the five tabs, each with its own page', () => {
    const tabs = PAGE_LIST.filter((page) => page.tab);
    expect(tabs.map((page) => page.tab).sort()).toEqual(['assets', 'blindBox', 'home', 'ino', 'team']);
    expect(tabPaths).toEqual({
      home: '/pages/index/index',
      ino: '/pages/ino/ino',
      assets: '/pages/my/BSCassets',
      team: '/pages/team/team',
      blindBox: '/pages/blindbox/blindbox',
    });
  });
  it('has a title in the locale file for every page', () => {
    for (const page of PAGE_LIST) expect(enUS.route[page.title], page.path).toBeTruthy();
  });
  it('renders the location pages of SPEC 2 on their own paths', () => {
    expect(findPage('/choose-location')?.id).toBe('chooseLocation');
    expect(findPage('/open-location')?.id).toBe('openLocation');
  });
  it('matches case-insensitively and ignores a trailing slash', () => {
    expect(findPage('/pages/mall/mall/')?.title).toBe('mall');
    expect(findPage('/pages/nope')).toBeUndefined();
  });
  it('renders the same page on both paths of an alias', () => {
    expect(findPage('/pages/my/Withdrawcash')?.id).toBe(findPage('/pages/my/BSCWithdrawcash')?.id);
    expect(findPage('/pages/my/Flashexchange')?.id).toBe(findPage('/pages/my/BSCFlashexchange')?.id);
  });
  it('finds every page on its own path', () => {
    for (const page of PAGE_LIST) expect(findPage(page.path)?.id, page.path).toBe(page.id);
    expect(findPage('/pages/my/Depositrecords')?.id).toBe('depositRecords');
  });
  it('has the team tab and the ranking list among the team pages', () => {
    expect(findPage(paths.team())?.tab).toBe('team');
    expect(findPage('/pages/my/Rankinglist')?.id).toBe('ranking');
  });
  it.each([
    ['assessment', '/pages/team/assessment', 'Weekly assessment'],
    ['fullNodeAssessment', '/pages/team/fullNodeAssessment', 'Full-node assessment'],
  ] as const)('has the %s page among the team pages, with its own title', (id, path, title) => {
    expect(findPage(paths[id]())).toMatchObject({ path, id, title: id });
    expect(enUS.route[id]).toBe(title);
  });
});

describe('page gates', () => {
  it('puts every page but the public ones behind the sign-in gate', () => {
    const open = PAGE_LIST.filter((page) => page.gate === 'public').map((page) => page.id);
    expect(open.sort()).toEqual([...PUBLIC_PAGES].sort());
  });
  it('loads the wallet libraries with the public pages that read the chain', () => {
    const wallet = PAGE_LIST.filter((page) => page.gate === 'public' && page.wallet).map((page) => page.id);
    expect(wallet.sort()).toEqual(['mall', 'my', 'productDetails']);
  });
});

describe('paths', () => {
  it('links to a page by its path', () => {
    expect(paths.stake()).toBe('/pages/pledge/pledge');
    expect(paths.home()).toBe('/pages/index/index');
    expect(paths.depositRecords()).toBe('/pages/my/Depositrecords');
  });
  it('adds the query values of SPEC 2 in order, leaving out empty ones', () => {
    expect(paths.productDetails('7')).toBe('/pages/index/Productdetails?value1=7');
    expect(paths.submitOrder('p1', 'v2', 3)).toBe('/pages/index/Submitorder?value1=p1&value2=v2&value3=3');
    expect(paths.openLocation(38.5, -9.1, undefined)).toBe('/open-location?value1=38.5&value2=-9.1');
  });
});
