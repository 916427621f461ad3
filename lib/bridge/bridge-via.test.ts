import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BRIDGE_VIA } from './bridge-guard';
import { bridgeHopOf, describeBridgeHop } from './bridge-via';
import { STDIO_VIA } from './create-stdio-gateway';

test('a bridge is recognised by the Via it adds, whatever else the chain holds', () => {
  assert.equal(bridgeHopOf([{ name: 'Via', value: STDIO_VIA }]), 'stdio');
  assert.equal(bridgeHopOf([{ name: 'via', value: `1.1 nginx, ${BRIDGE_VIA} (target)` }]), 'target');
  assert.equal(bridgeHopOf([{ name: 'Via', value: BRIDGE_VIA }]), 'bridge');
  assert.equal(bridgeHopOf([{ name: 'Via', value: '1.1 varnish' }]), undefined);
  assert.equal(bridgeHopOf([{ name: 'Content-Type', value: 'mcp-tool-lab-bridge' }]), undefined);
  assert.match(describeBridgeHop('stdio'), /stdio server behind it/);
});
