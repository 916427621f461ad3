// The mock MCP server in a Web Worker: the playground's default server. All logic lives in
// lib/mock-server; the page talks to it through lib/browser/mock-server-bridge (a fetch-shaped
// function), with the message types of lib/mock-server/worker-messages.
import { type MessageEndpoint, serveMockServerOverMessages } from '../lib/mock-server/worker-host';

serveMockServerOverMessages(self as unknown as MessageEndpoint);
