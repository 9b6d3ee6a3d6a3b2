import { useRef, useState, type ReactNode } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export interface DashboardSlide {
  key: string;
  label: string;
  /** a count on the slide's tab (the unread announcements) */
  badge?: number;
  content: ReactNode;
}

/**
 * The phone's dashboard (DASH-16): the panels side by side as a swipeable carousel, one slide per
 * page (CSS scroll snapping, so a swipe moves a whole slide); the tabs above name the slides, mark
 * the one in view and bring one into view.
 */
export function DashboardCarousel({ slides }: { slides: DashboardSlide[] }) {
  const track = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const show = (index: number) => {
    setActive(index);
    const el = track.current;
    el?.scrollTo?.({ left: index * el.clientWidth, behavior: 'smooth' });
  };
  const onScroll = () => {
    const el = track.current;
    if (el && el.clientWidth > 0) setActive(Math.round(el.scrollLeft / el.clientWidth));
  };
  return (
    <Box data-testid="dashboard-carousel">
      <Tabs value={Math.min(active, slides.length - 1)} onChange={(_, index: number) => show(index)} variant="scrollable">
        {slides.map((slide) => (
          <Tab
            key={slide.key}
            data-testid={`dashboard-slide-tab-${slide.key}`}
            label={
              <Badge badgeContent={slide.badge ?? 0} color="primary" data-testid={`dashboard-slide-badge-${slide.key}`}>
                <Box component="span" sx={{ pr: slide.badge ? 1.5 : 0 }}>
                  {slide.label}
                </Box>
              </Badge>
            }
          />
        ))}
      </Tabs>
      {/* the track scrolls: focusable and named by the slide in view, so a keyboard can scroll it as a finger does */}
      <Box
        ref={track}
        onScroll={onScroll}
        tabIndex={0}
        role="region"
        aria-label={slides[active]?.label}
        sx={{ display: 'flex', overflowX: 'auto', scrollSnapType: 'x mandatory', scrollbarWidth: 'none', mt: 1 }}
      >
        {slides.map((slide, index) => (
          <Box
            key={slide.key}
            data-testid={`dashboard-slide-${slide.key}`}
            // inert, not aria-hidden: a slide out of view can hold nothing focusable either
            inert={index !== active}
            sx={{ flex: '0 0 100%', scrollSnapAlign: 'start', px: 0.5 }}
          >
            {slide.content}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
