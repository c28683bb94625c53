import { z } from 'zod';
import { userPathParams } from '../../../contract/ids';
import { uploadImageResponse, uploadSuccessMessage, uploadTarget } from '../../../contract/images';
import {
  defaultQuestionLabels,
  myQuestionnaireResponse,
  questionnaireConfig,
  questionnaireDraft,
  submitQuestionnaireRequest,
  submitQuestionnaireResponse,
} from '../../../contract/questionnaire';
import {
  twoStepCodeRequest,
  twoStepConfirmed,
  twoStepSetup,
  twoStepStatus,
} from '../../../contract/two-step';
import { profileResponse, updateProfileRequest } from '../../../contract/users';
import { exampleIds, exampleTime } from '../examples';
import { describeArea, type RouteDescription } from '../route-description';

/** The multipart form of `POST /api/uploadImage`: the file, and what it is for. */
const uploadForm = z.intersection(
  z.object({ image: z.string().describe('The image file (JPEG, PNG, WebP, AVIF; at most 5 MB).') }),
  uploadTarget,
);

const photoQuery = z.object({ v: z.string().min(1).max(64) });

const exampleProfile = {
  uid: exampleIds.uid,
  email: 'organiser@example.com',
  firstName: 'Naledi',
  lastName: 'Khumalo',
  gender: 'Female',
  dob: '1991-04-23',
  country: 'South Africa',
  state: 'Western Cape',
  started: true,
};

const exampleStatus = {
  enabled: true,
  isPending: false,
  confirmedAt: exampleTime,
  passedUntil: '2026-11-20T21:30:00.000Z',
  recoveryCodesLeft: 8,
};

const withCode = (action: string, summary: string, description: string): RouteDescription => ({
  method: 'post',
  path: `/api/me/two-step/${action}`,
  summary,
  description: `${description} \`code\` is 6 digits (spaces ignored) or a recovery code, else a 400 naming \`code\`; a wrong code, or one already used, is a 400 naming \`code\` too. Ten codes in 15 minutes, right or wrong, then 429.`,
  auth: 'account',
  body: { schema: twoStepCodeRequest, example: { code: '492 817' } },
  responses: {
    200: {
      description: 'The step’s status.',
      schema: action === 'confirm' ? twoStepConfirmed : twoStepStatus,
      example:
        action === 'confirm'
          ? { ...exampleStatus, recoveryCodes: ['abcde-fghij', 'klmno-pqrst'] }
          : action === 'disable'
            ? { enabled: false, isPending: false }
            : exampleStatus,
    },
  },
  errors: [409, 429],
});

export const accountRoutes = describeArea('Your account', [
  {
    method: 'get',
    path: '/api/me/profile',
    summary: 'The caller’s profile',
    description: 'Made the first time it is asked for.',
    auth: 'account',
    responses: {
      200: { description: 'The profile.', schema: profileResponse, example: exampleProfile },
    },
  },
  {
    method: 'put',
    path: '/api/me/profile',
    summary: 'Change the caller’s profile',
    auth: 'account',
    body: {
      schema: updateProfileRequest,
      example: { firstName: 'Naledi', lastName: 'Khumalo', gender: 'Female', dob: '1991-04-23' },
    },
    responses: {
      200: { description: 'The profile.', schema: profileResponse, example: exampleProfile },
    },
  },
  {
    method: 'delete',
    path: '/api/me',
    summary: 'Delete the caller’s account',
    description:
      'The profile, the photo, the organiser application, two-step sign-in, memberships and the account. Its orders and tickets (by the account, and by its address once verified) are erased at once in events that are over and paid out (names, emails and answers replaced or removed; amounts, references and dates kept), and in the others after each ends and is paid out: tickets already bought stay valid until then. 409 for the last owner of an organisation that has other members or an event not yet over and paid out.',
    auth: 'account',
    responses: { 204: { description: 'Deleted.' } },
    errors: [409],
  },
  {
    method: 'get',
    path: '/api/users/{uid}/photo',
    summary: 'A person’s profile photo',
    description: 'By its version (`v`), cached for a year: a new photo has a new address.',
    auth: 'none',
    params: userPathParams,
    query: photoQuery,
    responses: { 200: { description: 'The image.', contentType: 'image/*' } },
    errors: [404],
  },
  {
    method: 'post',
    path: '/api/uploadImage',
    summary: 'Upload an image',
    description:
      'A function of its own. One multipart file field `image` (at most 5 MB), checked and re-encoded: the caller’s profile photo (the default); with `target=event-banner` and `eventId`, an event’s banner (its sizes made in AVIF and WebP; `event.edit`, a verified address); with `target=organisation-logo` and `orgId`, an organisation’s logo cropped square (`organisation.edit`). Rate-limited per person (429).',
    auth: 'account',
    body: {
      schema: uploadForm,
      contentType: 'multipart/form-data',
      example: { image: '(the file)', target: 'event-banner', eventId: exampleIds.eventId },
    },
    responses: {
      201: {
        description: 'Uploaded.',
        schema: uploadImageResponse,
        example: {
          message: uploadSuccessMessage,
          url: `/api/events/${exampleIds.eventId}/banner?v=4`,
        },
      },
    },
    errors: [404, 405, 413, 415, 429],
  },
  {
    method: 'get',
    path: '/api/me/two-step',
    summary: 'The caller’s second sign-in step',
    description:
      'A code from an authenticator app (TOTP: 6 digits, 30 seconds) on top of the password, before money moves. `passedUntil` when this sign-in passed it (12 hours after it did).',
    auth: 'account',
    responses: {
      200: { description: 'Its status.', schema: twoStepStatus, example: exampleStatus },
    },
  },
  {
    method: 'post',
    path: '/api/me/two-step/start',
    summary: 'Start setting up the second step',
    description:
      'A new secret (base32) and the `otpauth://totp/…` link its QR code carries; not on until confirmed. A sign-in older than 5 minutes gets 401 `recent_sign_in_required`; one with the step on already 409.',
    auth: 'account',
    responses: {
      200: {
        description: 'The secret.',
        schema: twoStepSetup,
        example: {
          secret: 'JBSWY3DPEHPK3PXP',
          otpauthUrl:
            'otpauth://totp/Ticketing%20Paradise:organiser%40example.com?secret=JBSWY3DPEHPK3PXP',
        },
      },
    },
    errors: [409],
  },
  withCode(
    'confirm',
    'Turn the second step on',
    'Counts for this sign-in too. The answer has eight recovery codes, shown this once (only their SHA-256 is kept), each standing in for a code once.',
  ),
  withCode(
    'verify',
    'Pass the second step for this sign-in',
    'For 12 hours, or until the person signs in again; 409 for someone without the step.',
  ),
  withCode('disable', 'Turn the second step off', 'The secret is deleted.'),
  {
    method: 'get',
    path: '/api/questionnaire/config',
    summary: 'The organiser questionnaire’s questions',
    description: 'Public: the five questions’ labels.',
    auth: 'none',
    responses: {
      200: {
        description: 'The labels.',
        schema: questionnaireConfig,
        example: { labels: [...defaultQuestionLabels] },
      },
    },
  },
  {
    method: 'post',
    path: '/api/questionnaire/submissions',
    summary: 'Apply to organise events',
    description:
      'Anyone; rate-limited per client (429). `info` is the link’s tag (where the applicant came from). `website` is a honeypot: leave it out.',
    auth: 'optionalIdToken',
    body: {
      schema: submitQuestionnaireRequest,
      example: {
        info: 'instagram-nov',
        gender: 'Female',
        firstName: 'Naledi',
        email: 'naledi@example.com',
        country: 'South Africa',
        answers: ['+27 82 555 0100', 'Rooftop Sessions', 'Live music', '300', 'A friend'],
        message: '',
      },
    },
    responses: {
      201: {
        description: 'Received.',
        schema: submitQuestionnaireResponse,
        example: { id: exampleIds.submissionId, submittedAt: exampleTime },
      },
    },
    errors: [429],
  },
  {
    method: 'get',
    path: '/api/me/questionnaire',
    summary: 'The caller’s questionnaire progress',
    auth: 'account',
    responses: {
      200: {
        description: 'The progress, the draft and the submission.',
        schema: myQuestionnaireResponse,
        example: {
          started: true,
          progress: 50,
          draft: { step: 'second', gender: 'Female', firstName: 'Naledi' },
        },
      },
    },
  },
  {
    method: 'put',
    path: '/api/me/questionnaire',
    summary: 'Save the caller’s questionnaire draft',
    auth: 'account',
    body: {
      schema: questionnaireDraft,
      example: { step: 'second', gender: 'Female', firstName: 'Naledi' },
    },
    responses: {
      200: {
        description: 'The progress.',
        schema: myQuestionnaireResponse,
        example: {
          started: true,
          progress: 50,
          draft: { step: 'second', gender: 'Female', firstName: 'Naledi' },
        },
      },
    },
  },
]);
