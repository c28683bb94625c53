import express, { type Express } from 'express';
import {
  questionnaireDraft,
  submitQuestionnaireRequest,
  type QuestionnaireConfig,
} from '../../contract/questionnaire';
import { enforceRateLimit } from '../../app/common/rate-limit';
import { readQuestionLabels } from '../../app/questionnaire/questionnaire-config';
import type { Services } from '../../app/common/services';
import { submitQuestionnaire } from '../../app/questionnaire/submit-questionnaire';
import {
  getMyQuestionnaire,
  saveQuestionnaireDraft,
} from '../../app/questionnaire/user-questionnaire';
import { currentUser, requireAccount } from '../auth';
import { clientKeyOf } from '../client-key';
import { parseJsonBody } from '../json-body';
import { parseBodyOrThrow } from '../validate';

/**
 * The intake questionnaire: its labels (public), a submission (anyone, rate limited per
 * client) and a signed-in user's own progress. Its own express app, so that it alone trusts
 * the proxies in front of the function (see `clientKeyOf`); errors go to the API's handler.
 */
export function questionnaireRoutes(services: Services): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', services.trustProxyHops);

  app.get('/api/questionnaire/config', async (_req, res) => {
    const body: QuestionnaireConfig = { labels: await readQuestionLabels({ services }) };
    res.json(body);
  });

  app.post('/api/questionnaire/submissions', parseJsonBody, async (req, res) => {
    const request = parseBodyOrThrow(submitQuestionnaireRequest, req.body);
    const user = currentUser(res);
    const account =
      user && !user.isAnonymous ? { uid: user.uid, email: user.email ?? request.email } : undefined;
    await enforceRateLimit({
      services,
      bucket: 'questionnaire-submit',
      clientKey: clientKeyOf(req, account),
      ...services.questionnaireRateLimit,
    });
    res.status(201).json(await submitQuestionnaire({ services, request, account }));
  });

  app.get('/api/me/questionnaire', async (_req, res) => {
    const user = requireAccount(res);
    res.json(await getMyQuestionnaire({ services, uid: user.uid }));
  });

  app.put('/api/me/questionnaire', parseJsonBody, async (req, res) => {
    const user = requireAccount(res);
    const draft = parseBodyOrThrow(questionnaireDraft, req.body);
    res.json(
      await saveQuestionnaireDraft({ services, uid: user.uid, email: user.email ?? '', draft }),
    );
  });

  return app;
}
