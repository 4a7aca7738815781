import { useId } from 'react';
import classes from './hero-scene.module.css';

/**
 * The Black Sea coast at dawn (a moonlit night in dark mode): the Kaçkar peaks, green
 * hills, tea terraces and the sea. Pure SVG shipped with the app; decorative only.
 */
export function HeroScene() {
  const id = useId();
  const sea = `${id}-sea`;
  const glow = `${id}-glow`;
  return (
    <svg
      className={classes.scene}
      viewBox="0 0 1440 400"
      preserveAspectRatio="xMidYMax slice"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={sea} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" className={classes.seaTop} />
          <stop offset="1" className={classes.seaBottom} />
        </linearGradient>
        <radialGradient id={glow}>
          <stop offset="0.3" className={classes.glowInner} />
          <stop offset="1" className={classes.glowOuter} />
        </radialGradient>
      </defs>

      <circle fill={`url(#${glow})`} cx="1120" cy="88" r="130" />
      <circle className={classes.sun} cx="1120" cy="88" r="44" />

      <path
        className={classes.gull}
        d="M1010 84q10-8 20 0q10-8 20 0M1062 62q8-6 16 0q8-6 16 0M980 112q7-5 14 0q7-5 14 0"
      />

      <path
        className={classes.far}
        d="M0 250L90 205L150 225L240 150L300 190L360 165L430 215L520 170L590 120L650 160L700 140L790 200L880 175L960 110L1020 150L1090 130L1160 185L1250 150L1330 190L1440 160V400H0Z"
      />
      <path
        className={classes.snow}
        d="M240 150L216 170L228 166L238 174L250 166L270 170ZM590 120L562 140L574 136L586 144L600 135L620 140ZM960 110L935 130L948 126L958 134L972 125L990 130ZM1250 150L1214 164L1230 161L1244 168L1258 160L1278 164Z"
      />

      <path
        className={classes.mid}
        d="M0 290C120 250 220 245 330 270C440 295 520 240 640 235C760 230 820 275 930 270C1040 265 1120 225 1240 230C1330 234 1390 255 1440 250V400H0Z"
      />

      <path className={classes.near} d="M0 322C150 282 300 282 470 312C560 328 640 340 720 348V400H0Z" />
      <path className={classes.near} d="M940 350C1080 300 1250 290 1440 304V400H940Z" />
      <path
        className={classes.rows}
        d="M24 326C164 292 304 292 454 318M44 338C174 308 304 308 434 330M70 349C186 324 300 324 404 341M990 342C1110 306 1250 298 1420 310M1030 350C1140 320 1260 314 1420 322"
      />

      <path fill={`url(#${sea})`} d="M0 352C240 342 480 342 720 348C960 354 1200 354 1440 346V400H0Z" />
      <path
        className={classes.waves}
        d="M110 370h64M380 384h96M620 366h40M760 376h56M1040 386h84M1290 368h60M200 392h48M900 394h40"
      />

      <g className={classes.boat}>
        <path className={classes.sail} d="M862 354V322L882 352Z" />
        <path className={classes.hull} d="M838 356H888L878 366H848Z" />
      </g>
    </svg>
  );
}
