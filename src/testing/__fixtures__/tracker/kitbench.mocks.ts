import { http, HttpResponse } from 'msw';

export default [
  http.get('https://api.tracker.example/issues/42', () => HttpResponse.json({ title: 'Crash on save' })),
];
