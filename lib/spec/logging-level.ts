import { z } from 'zod';
import { LOGGING_LEVELS } from './logging-levels';

export const LoggingLevelSchema = z.enum(LOGGING_LEVELS);
