import type { SentimentDay } from '@myeolgong/contract/sentiment';
import {
  ColorType,
  createChart,
  HistogramSeries,
  LineSeries,
  LineStyle,
  type Time,
} from 'lightweight-charts';
import { useEffect, useMemo, useRef } from 'react';
import { formatNumber } from '../../../lib/format';
import * as ko from '../../../lib/i18n/ko';
import { useTheme } from '../../../lib/theme';
import { timelineSeries } from '../utils/timeline-series';
import { chartColours } from '../../../lib/chart-colours';

/**
 * The sentiment timeline (lightweight-charts, the stock chart's library): the closes as a line in
 * the upper pane, each day's shares as a 100 % stacked bar in a second pane below (매수 at the
 * bottom, 관망, 매도 on top). Loaded on demand with the library.
 */
export default function SentimentChart({
  days,
  label,
}: {
  days: readonly SentimentDay[];
  label: string;
}) {
  const { dark } = useTheme();
  const container = useRef<HTMLDivElement>(null);
  const series = useMemo(() => timelineSeries(days), [days]);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const colours = chartColours();
    const chart = createChart(element, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: colours.surface },
        textColor: colours.muted,
        fontFamily: getComputedStyle(element).fontFamily,
        fontSize: 11,
        // The logo's injected <style> is refused by our CSP; the stock chart credits TradingView.
        attributionLogo: false,
        panes: { separatorColor: colours.line },
      },
      grid: {
        vertLines: { color: colours.line, style: LineStyle.Dotted },
        horzLines: { color: colours.line, style: LineStyle.Dotted },
      },
      rightPriceScale: { borderColor: colours.line },
      timeScale: { borderColor: colours.line, fixLeftEdge: true, fixRightEdge: true },
      localization: { locale: 'ko-KR', priceFormatter: (n: number) => formatNumber(Math.round(n)) },
      handleScroll: false,
      handleScale: false,
    });
    const price = chart.addSeries(LineSeries, {
      color: colours.fg,
      lineWidth: 2,
      priceLineVisible: false,
      lastValueVisible: false,
      title: ko.sentiment.closeSeries,
    });
    price.setData(series.closes.map((p) => ({ time: p.time as Time, value: p.value })));
    const percent = { type: 'custom' as const, formatter: (n: number) => `${Math.round(n)}%` };
    const layer = (color: string, points: readonly { time: string; value?: number }[]) => {
      const bars = chart.addSeries(
        HistogramSeries,
        { color, priceFormat: percent, priceLineVisible: false, lastValueVisible: false },
        1,
      );
      bars.setData(points.map((p) => ({ ...p, time: p.time as Time })));
      return bars;
    };
    // Drawn in order, each over the one before: the tallest first.
    layer(colours.fall, series.sellTop);
    layer(colours.muted, series.holdTop);
    layer(colours.rise, series.buyTop);
    chart.panes()[1]?.setHeight(Math.round(element.clientHeight * 0.35));
    chart
      .priceScale('right', 1)
      .applyOptions({ autoScale: false, scaleMargins: { top: 0, bottom: 0 } });
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [series, dark]);

  return <div ref={container} role="img" aria-label={label} className="h-full w-full" />;
}
