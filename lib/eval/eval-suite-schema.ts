import { z } from 'zod';

/** The `format` marker of an eval suite file; with `version` it names the layout below. */
export const EVAL_FORMAT = 'mcp-tool-lab/eval';
export const EVAL_VERSION = 1;

/** Limits that keep an imported suite from freezing the page or running for days. */
export const EVAL_LIMITS = { cases: 500, runs: 100, promptChars: 20_000, textBytes: 2_000_000 } as const;

const Text = (max: number) => z.string().max(max);
/** One instance, so the generated schema has one definition of a JSON value. */
const JsonValue = z.json();

const ToolName = Text(1_000).min(1);

const Arguments = z.record(z.string(), JsonValue).meta({
  description:
    'Each key must be in the arguments of the first tool call with an equal value (compared deeply, key order ignored). Other arguments may be present.',
});

const ArgumentPatterns = z.record(z.string(), Text(2_000).min(1)).meta({
  description:
    'Argument name (or a JSON Pointer such as "/filter/state" for nested values) → an ECMAScript regular expression (Unicode mode, not anchored unless it says ^ or $) the value must match: strings as they are, other values as JSON text.',
});

const NotCalled = z
  .array(ToolName)
  .max(200)
  .meta({ description: 'Tools the model must not call at any step of the run (e.g. a destructive tool).' });

const ExpectedCall = z
  .strictObject({
    tool: ToolName.meta({ description: 'The MCP name of an acceptable first tool call.' }),
    arguments: Arguments.optional(),
    argumentPatterns: ArgumentPatterns.optional(),
  })
  .meta({ description: 'One acceptable first tool call.' });

const ExpectOne = z
  .strictObject({
    tool: ToolName.nullable().meta({
      description: 'The MCP name the first tool call must have; null: the model must call no tool at all.',
    }),
    arguments: Arguments.optional(),
    argumentPatterns: ArgumentPatterns.optional(),
    notCalled: NotCalled.optional(),
  })
  .meta({
    description: 'The first tool call names `tool` (or, for null, there is none) with these arguments.',
  });

const ExpectAnyOf = z
  .strictObject({
    anyOf: z
      .array(ExpectedCall)
      .min(1)
      .max(50)
      .meta({ description: 'The first tool call matches any one of these.' }),
    notCalled: NotCalled.optional(),
  })
  .meta({ description: 'Several acceptable first tool calls.' });

export const ExpectationSchema = z.union([ExpectOne, ExpectAnyOf]);
export type EvalExpectation = z.infer<typeof ExpectationSchema>;
export type ExpectedToolCall = z.infer<typeof ExpectedCall>;

const Runs = z.number().int().min(1).max(EVAL_LIMITS.runs);
const System = Text(EVAL_LIMITS.promptChars).meta({ description: 'A system prompt given to the model.' });

export const EvalCaseSchema = z
  .strictObject({
    id: Text(100)
      .min(1)
      .meta({ description: 'Unique within the suite; names the case in reports (JUnit test case ids).' }),
    name: Text(200).optional().meta({ description: 'A label for people.' }),
    prompt: Text(EVAL_LIMITS.promptChars).min(1).meta({ description: 'The user message the model gets.' }),
    system: System.optional().meta({ description: "This case's system prompt (instead of the suite's)." }),
    runs: Runs.optional().meta({
      description: 'How many times to run this case (instead of the suite or command line default).',
    }),
    expect: ExpectationSchema,
  })
  .meta({ description: 'One prompt and the tool call it should lead to.' });
export type EvalCase = z.infer<typeof EvalCaseSchema>;

export const EvalSuiteSchema = z
  .strictObject({
    $schema: z
      .string()
      .optional()
      .meta({ description: 'Optional: the URL of this JSON Schema, for editors.' }),
    format: z.literal(EVAL_FORMAT),
    version: z.literal(EVAL_VERSION),
    name: Text(200).min(1),
    description: Text(5_000).optional(),
    system: System.optional().meta({
      description: 'A system prompt for every case that has none of its own.',
    }),
    runs: Runs.optional().meta({
      description: 'Runs per case unless a case or the command line says otherwise (default 1).',
    }),
    cases: z.array(EvalCaseSchema).max(EVAL_LIMITS.cases),
  })
  .meta({
    title: 'MCP Tool Lab eval suite',
    description:
      'Prompts with the tool call a model should make first, run by `mcp-tool-lab eval` and the playground to measure whether tool names and descriptions lead a model to the right tool.',
  });
export type EvalSuite = z.infer<typeof EvalSuiteSchema>;

/** An empty suite with the format markers set. */
export function emptyEvalSuite(name: string): EvalSuite {
  return { format: EVAL_FORMAT, version: EVAL_VERSION, name, cases: [] };
}
