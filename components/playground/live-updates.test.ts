// The "Live updates" checkbox follows what the connection allows: unticked and disabled when the
// server cannot send list changes, the person's choice otherwise.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { liveUpdatesControl } from './live-updates';

test('live updates: unavailable means unticked and disabled; otherwise the choice shows', () => {
  const reason = 'the server does not declare tools.listChanged';
  assert.deepEqual(liveUpdatesControl({ status: 'unavailable', reason }, true), {
    checked: false,
    disabled: true,
    status: `Live updates unavailable: ${reason}.`,
  });
  assert.deepEqual(liveUpdatesControl({ status: 'on', dropped: [] }, true), {
    checked: true,
    disabled: false,
    status: 'Listening for list changes (subscriptions/listen).',
  });
  assert.equal(liveUpdatesControl({ status: 'off', reason: 'turned off' }, false).checked, false);
  assert.equal(liveUpdatesControl({ status: 'off', reason: 'turned off' }, false).disabled, false);
  assert.equal(liveUpdatesControl({ status: 'opening' }, true).status, 'Opening the listen stream…');
});
