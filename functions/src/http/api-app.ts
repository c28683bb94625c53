import type { Express } from 'express';
import type { Services } from '../app/common/services';
import { apiTokenChecks, authenticate } from './auth';
import { errorHandler, sendError } from './errors';
import { newApiApp } from './new-api-app';
import { adminQuestionnaireRoutes } from './routes/admin-questionnaire-routes';
import { adminRoutes } from './routes/admin-routes';
import { checkInRoutes } from './routes/check-in-routes';
import { checkoutRoutes } from './routes/checkout-routes';
import { configRoutes } from './routes/config-routes';
import { doorListRoutes } from './routes/door-list-routes';
import { emulatorRoutes } from './routes/emulator-routes';
import { eventPageRoutes } from './routes/event-page-routes';
import { eventRoutes } from './routes/event-routes';
import { healthRoutes } from './routes/health-routes';
import { meRoutes } from './routes/me-routes';
import { questionnaireRoutes } from './routes/questionnaire-routes';
import { refundRoutes } from './routes/refund-routes';
import { salesRoutes } from './routes/sales-routes';
import { searchRoutes } from './routes/search-routes';
import { ticketRoutes } from './routes/ticket-routes';
import { userRoutes } from './routes/user-routes';

/** The `api` function: validate, authenticate, run the use case, answer JSON. */
export function createApiApp(services: Services): Express {
  const app = newApiApp();
  app.use(authenticate(services.identity, apiTokenChecks));
  app.use(healthRoutes(services));
  app.use(configRoutes(services));
  app.use(eventPageRoutes(services));
  app.use(emulatorRoutes(services));
  app.use(eventRoutes(services));
  app.use(adminRoutes(services));
  app.use(userRoutes(services));
  app.use(meRoutes(services));
  app.use(searchRoutes(services));
  app.use(ticketRoutes(services));
  app.use(checkoutRoutes(services));
  app.use(salesRoutes(services));
  app.use(refundRoutes(services));
  app.use(checkInRoutes(services));
  app.use(doorListRoutes(services));
  app.use(questionnaireRoutes(services));
  app.use(adminQuestionnaireRoutes(services));
  app.use((req, res) => sendError(res, 'not_found', `No route for ${req.method} ${req.path}`));
  app.use(errorHandler);
  return app;
}
