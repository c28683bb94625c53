import express, { type Express, type Request } from 'express';
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
import { parseJsonBody } from '../json-body';
import { parseBodyOrThrow } from '../validate';

/**
 * Who a submission is counted against. A signed-in account is itself; anybody else (a
 * visitor, or an anonymous session, which anybody can make as many of as they like) is the
 * IP address the request came from, `req.ip`.
 *
 * Why `req.ip` is the visitor's address: in production a request reaches the function
 * through Firebase Hosting's rewrite and Google's front end, and the socket is Cloud Run's
 * proxy, the same for everybody; the visitor's address travels in X-Forwarded-For, where each
 * proxy appends the address it was connected from. Express's default (trust no proxy) would
 * count every visitor as that one proxy. So this app trusts exactly `trustProxyHops` proxies
 * (TRUST_PROXY_HOPS, default 1): `req.ip` is then the entry that many places from the right,
 * written by Google's infrastructure, never the left-hand entries, which a client can send
 * itself to get a fresh counter on every request. If a deploy's requests show a Google
 * address there, raise the setting (docs/configuration.md). Locally the Hosting emulator
 * passes the header through unchanged, which the tests use to act as several visitors.
 */
function clientKeyOf(req: Request, account: { uid: string } | undefined): string {
  return account ? `uid:${account.uid}` : `ip:${req.ip ?? 'unknown'}`;
}

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
