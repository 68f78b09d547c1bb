import { areaData, resetAreaDataForTests } from './area-data';

afterEach(() => {
  document.getElementById('sf-server-render')?.remove();
  resetAreaDataForTests();
});

it('reads an area’s live data from the page the server rendered, for the first render in the browser', () => {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'sf-server-render';
  script.textContent = JSON.stringify({
    list: {},
    failed: [],
    data: { news_events: { registered: { 2: 46 } } },
  });
  document.body.append(script);
  expect(areaData('news_events')).toEqual({ registered: { 2: 46 } });
  expect(areaData('community')).toBeUndefined();
});

it('is undefined on a page the browser rendered itself (the area fetches its data)', () => {
  expect(areaData('news_events')).toBeUndefined();
});
