/* global document -- runs in the page */
// React DOM hydrating one element and nothing else: the least script a page of a React site hydrates with.
// floor.mjs builds it and measures a route's server HTML with only this script.
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';

hydrateRoot(document.getElementById('bench-floor'), createElement('p', null, 'Springfield'));
