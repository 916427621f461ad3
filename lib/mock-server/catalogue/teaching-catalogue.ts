import type { MockResource } from '../mock-resource';
import type { MockTool } from '../mock-tool';
import { addToBasketTool } from './add-to-basket';
import { convertCurrencyTool } from './convert-currency';
import { countryFactsTools } from './country-facts';
import { createBasketTool } from './create-basket';
import { deployReleaseTool } from './deploy-release';
import { executeSqlTool } from './execute-sql';
import { forecastIssueTrendTool } from './forecast-issue-trend';
import { generateReportTool } from './generate-report';
import { getIssueTool } from './get-issue';
import { listProjectFilesTool } from './list-project-files';
import { migrateDatabaseTool } from './migrate-database';
import { playSoundTool } from './play-sound';
import { PROJECT_RESOURCES } from './project-files';
import { readProjectFileTool } from './read-project-file';
import { rebuildSearchIndexTool } from './rebuild-search-index';
import { renderChartTool } from './render-chart';
import { searchIssuesTool } from './search-issues';
import { toggleBetaToolsTool } from './toggle-beta-tools';

/**
 * The teaching catalogue in list order: one tool per section of the tools spec, then the
 * generated tools that make the list span pages, then the switchable beta tool (hidden at first).
 */
export const TEACHING_TOOLS: readonly MockTool[] = [
  searchIssuesTool,
  getIssueTool,
  renderChartTool,
  playSoundTool,
  listProjectFilesTool,
  readProjectFileTool,
  createBasketTool,
  addToBasketTool,
  executeSqlTool,
  deployReleaseTool,
  generateReportTool,
  migrateDatabaseTool,
  rebuildSearchIndexTool,
  convertCurrencyTool,
  toggleBetaToolsTool,
  ...countryFactsTools,
  forecastIssueTrendTool,
];

/** The resources the teaching tools link to and embed. */
export const TEACHING_RESOURCES: readonly MockResource[] = PROJECT_RESOURCES;
