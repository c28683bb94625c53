import { Router } from 'express';
import {
  listSubmissionsQuery,
  questionnaireConfig,
  respondToSubmissionRequest,
  submissionPathParams,
  type QuestionnaireConfig,
} from '../../contract/questionnaire';
import { userPathParams } from '../../contract/ids';
import { listQuestionnaireSubmissions } from '../../app/questionnaire/list-questionnaire-submissions';
import { saveQuestionLabels } from '../../app/questionnaire/questionnaire-config';
import {
  markSubmissionReviewed,
  respondToSubmission,
} from '../../app/questionnaire/review-questionnaire-submission';
import type { Services } from '../../app/common/services';
import { getUserQuestionnaire } from '../../app/questionnaire/user-questionnaire';
import { requireAdmin } from '../auth';
import { parseJsonBody } from '../json-body';
import { parseBodyOrThrow, parseOrThrow } from '../validate';

/** Administrators review applications, answer them and edit the five questions. */
export function adminQuestionnaireRoutes(services: Services): Router {
  const router = Router();
  const base = '/api/admin/questionnaire';

  router.get(`${base}/submissions`, async (req, res) => {
    requireAdmin(res);
    const query = parseOrThrow(listSubmissionsQuery, req.query);
    res.json(await listQuestionnaireSubmissions({ services, query }));
  });

  router.post(`${base}/submissions/:submissionId/reviewed`, async (req, res) => {
    const admin = requireAdmin(res);
    const { submissionId } = parseOrThrow(submissionPathParams, req.params);
    res.json(await markSubmissionReviewed({ services, submissionId, adminUid: admin.uid }));
  });

  router.post(`${base}/submissions/:submissionId/response`, parseJsonBody, async (req, res) => {
    const admin = requireAdmin(res);
    const { submissionId } = parseOrThrow(submissionPathParams, req.params);
    const { message } = parseBodyOrThrow(respondToSubmissionRequest, req.body);
    res.json(await respondToSubmission({ services, submissionId, adminUid: admin.uid, message }));
  });

  router.put(`${base}/config`, parseJsonBody, async (req, res) => {
    const admin = requireAdmin(res);
    const { labels } = parseBodyOrThrow(questionnaireConfig, req.body);
    const body: QuestionnaireConfig = {
      labels: await saveQuestionLabels({ services, labels, adminUid: admin.uid }),
    };
    res.json(body);
  });

  router.get('/api/admin/users/:uid/questionnaire', async (req, res) => {
    requireAdmin(res);
    const { uid } = parseOrThrow(userPathParams, req.params);
    res.json(await getUserQuestionnaire({ services, uid }));
  });

  return router;
}
