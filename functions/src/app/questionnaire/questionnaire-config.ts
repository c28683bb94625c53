import {
  defaultQuestionLabels,
  questionLabels,
  type QuestionLabels,
} from '../../contract/questionnaire';
import type { DocData } from '../../ports/doc-store';
import { paths } from '../../paths';
import type { UseCaseOptions } from '../common/use-case-options';

/** SPEC.md's `config/v1`: settings administrators edit. */
type ConfigRecord = DocData & { questionLabels?: string[]; updatedAt?: string; updatedBy?: string };

/** The five questions' labels: `config/v1`'s, or the defaults until an administrator sets them. */
export async function readQuestionLabels({
  services: { docs },
}: UseCaseOptions<'docs'>): Promise<QuestionLabels> {
  const stored = (await docs.get<ConfigRecord>(paths.configV1())).data?.questionLabels;
  const parsed = questionLabels.safeParse(stored);
  return parsed.success ? parsed.data : [...defaultQuestionLabels];
}

/** An administrator renames the five questions; later applications are asked these. */
export async function saveQuestionLabels({
  services: { docs, clock },
  labels,
  adminUid,
}: UseCaseOptions<
  'docs' | 'clock',
  { labels: QuestionLabels; adminUid: string }
>): Promise<QuestionLabels> {
  await docs.set(
    paths.configV1(),
    { questionLabels: [...labels], updatedAt: clock.now().toISOString(), updatedBy: adminUid },
    { merge: true },
  );
  return labels;
}
