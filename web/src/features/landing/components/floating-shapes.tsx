import {
  IconConfetti,
  IconMicrophone2,
  IconMusic,
  IconSparkles,
  IconTicket,
  type TablerIcon,
} from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import classes from './landing-page.module.css';

type Shape = { icon: TablerIcon; top: string; left: string; size: number; delay: string };

const shapes: Shape[] = [
  { icon: IconTicket, top: '18%', left: '8%', size: 56, delay: '0s' },
  { icon: IconConfetti, top: '70%', left: '12%', size: 44, delay: '-3s' },
  { icon: IconMusic, top: '26%', left: '86%', size: 48, delay: '-6s' },
  { icon: IconSparkles, top: '78%', left: '82%', size: 40, delay: '-1.5s' },
  { icon: IconMicrophone2, top: '52%', left: '93%', size: 36, delay: '-4.5s' },
  { icon: IconTicket, top: '46%', left: '3%', size: 34, delay: '-7s' },
];

/** Party props drifting behind the hero; decoration only, so hidden from assistive tech. */
export function FloatingShapes() {
  return (
    <div className={classes.shapes} aria-hidden>
      {shapes.map(({ icon: ShapeIcon, top, left, size, delay }, index) => (
        <ShapeIcon
          key={index}
          size={size}
          stroke={1.4}
          className={classes.shape}
          style={{ top, left, animationDelay: delay } as CSSProperties}
        />
      ))}
    </div>
  );
}
