/** Documents the task-* rules' cases share: a task handle and tasks/get results per status. */
export const TASK_ID = '4f0c2d9e-7b1a-4e5f-9c3d-2a6b8e1f0a77';

export const taskFields = {
  taskId: TASK_ID,
  createdAt: '2026-08-03T14:00:00Z',
  lastUpdatedAt: '2026-08-03T14:00:02Z',
  ttlMs: 3_600_000,
  pollIntervalMs: 1000,
};

export const taskHandle = { resultType: 'task', status: 'working', ...taskFields };

export const workingTask = {
  resultType: 'complete',
  status: 'working',
  statusMessage: 'Step 2 of 5',
  ...taskFields,
};

export const completedTask = {
  resultType: 'complete',
  status: 'completed',
  ...taskFields,
  result: { resultType: 'complete', content: [{ type: 'text', text: 'Report ready.' }] },
};

export const tasksDeclared = { extensions: { 'io.modelcontextprotocol/tasks': {} } };

export const requestMeta = (capabilities: Record<string, unknown> = tasksDeclared) => ({
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientCapabilities': capabilities,
});
