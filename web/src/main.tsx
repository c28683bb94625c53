import '@/config/zod-without-eval';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@/app/global.css';
import { env } from '@/config/env';
import { paths } from '@/config/paths';

document.title = env.appTitle;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The landing page, the one most visitors open first, starts on its own, without the
// router; every other path starts the app. Either way the entry itself stays tiny.
const starting =
  window.location.pathname === paths.home.getHref()
    ? import('@/features/landing/landing-entry')
    : import('@/app/app-entry');
void starting.then(({ mount }) => mount(container));
