import type { HistoryPoint, HistoryRange, Stock } from '@myeolgong/contract/stocks';
import {
  CandlestickSeries,
  ColorType,
  createChart,
  type IChartApi,
  type ISeriesApi,
  LineSeries,
  LineStyle,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useMemo, useRef } from 'react';
import { formatNumber } from '../../../lib/format';
import * as ko from '../../../lib/i18n/ko';
import { useTheme } from '../../../lib/theme';
import {
  type Candle,
  type LinePoint,
  liveCandle,
  liveLinePoint,
  toChartSeries,
} from '../utils/chart-data';
import { chartColours } from '../../../lib/chart-colours';

interface StockChartProps {
  stockName: string;
  range: HistoryRange;
  history: readonly HistoryPoint[];
  /** The shown quote: live updates move the last bar; its sign colours the intraday line. */
  quote: Stock;
}

const lineOf = (point: LinePoint) => ({ time: point.time as UTCTimestamp, value: point.value });

/**
 * The detail modal's price chart (lightweight-charts): a line of minute prices for 1d with the
 * previous close dashed, daily candles for 1w, 1m and 1y. Red rises, blue falls. This file is
 * loaded on demand, keeping the chart library out of the dashboard's first download.
 */
export default function StockChart({ stockName, range, history, quote }: StockChartProps) {
  const { dark } = useTheme();
  const container = useRef<HTMLDivElement>(null);
  const line = useRef<ISeriesApi<'Line'> | null>(null);
  const candles = useRef<ISeriesApi<'Candlestick'> | null>(null);
  const lastPoint = useRef<LinePoint | undefined>(undefined);
  const lastCandle = useRef<Candle | undefined>(undefined);
  const series = useMemo(() => toChartSeries(range, history), [range, history]);
  const { changeSign, prevClosePrice } = quote;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const colours = chartColours();
    const chart: IChartApi = createChart(element, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: colours.surface },
        textColor: colours.muted,
        fontFamily: getComputedStyle(element).fontFamily,
        fontSize: 11,
        // The logo's injected <style> is refused by our CSP; the modal credits TradingView instead.
        attributionLogo: false,
      },
      grid: {
        vertLines: { color: colours.line, style: LineStyle.Dotted },
        horzLines: { color: colours.line, style: LineStyle.Dotted },
      },
      rightPriceScale: { borderColor: colours.line },
      timeScale: {
        borderColor: colours.line,
        timeVisible: series.kind === 'line',
        secondsVisible: false,
        fixLeftEdge: true,
        fixRightEdge: true,
      },
      localization: {
        locale: 'ko-KR',
        priceFormatter: (price: number) => formatNumber(Math.round(price)),
      },
      handleScroll: false,
      handleScale: false,
    });

    if (series.kind === 'line') {
      const up = changeSign === 1 || changeSign === 2;
      const down = changeSign === 4 || changeSign === 5;
      const next = chart.addSeries(LineSeries, {
        color: up ? colours.rise : down ? colours.fall : colours.muted,
        lineWidth: 2,
        priceLineVisible: false,
      });
      next.setData(series.points.map(lineOf));
      if (prevClosePrice !== null) {
        next.createPriceLine({
          price: prevClosePrice,
          color: colours.muted,
          lineStyle: LineStyle.Dashed,
          lineWidth: 1,
          axisLabelVisible: false,
          title: ko.stock.field.prevClosePrice,
        });
      }
      line.current = next;
      lastPoint.current = series.points.at(-1);
    } else {
      const next = chart.addSeries(CandlestickSeries, {
        upColor: colours.rise,
        downColor: colours.fall,
        borderUpColor: colours.rise,
        borderDownColor: colours.fall,
        wickUpColor: colours.rise,
        wickDownColor: colours.fall,
        priceLineVisible: false,
      });
      next.setData(series.points);
      candles.current = next;
      lastCandle.current = series.points.at(-1);
    }
    chart.timeScale().fitContent();

    return () => {
      line.current = null;
      candles.current = null;
      chart.remove();
    };
  }, [series, dark, changeSign, prevClosePrice]);

  // Live quotes move the last bar without redrawing the chart.
  useEffect(() => {
    if (line.current) {
      const point = liveLinePoint(lastPoint.current, quote);
      if (point) {
        line.current.update(lineOf(point));
        lastPoint.current = point;
      }
    } else if (candles.current) {
      const candle = liveCandle(lastCandle.current, quote);
      if (candle) {
        candles.current.update(candle);
        lastCandle.current = candle;
      }
    }
  }, [quote]);

  return (
    <div
      ref={container}
      role="img"
      aria-label={`${stockName} ${ko.stock.chartTitle} (${ko.stock.chartRange[range]})`}
      className="h-full w-full"
    />
  );
}
