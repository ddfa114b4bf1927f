/**
 * Where a postcode is, roughly, for the in-process delivery service and geocoder (src/lib/deliveryQuotes/local.ts, src/lib/geocoding/local.ts): Australia's
 * postcodes run in blocks by region, so a block's centre is within a region's width of any address
 * in it. Enough for a demo that quotes by distance (a car at Tweed Heads is 25 km from the Gold Coast,
 * not a state away); a real provider knows its own road distances. Blocks not listed fall back to
 * their state's capital area (src/lib/deliveryQuotes/local.ts, src/lib/geocoding/local.ts). Hand-made from public maps: [from, to, name, lat, lng].
 */
export type PostcodeArea = { name: string; lat: number; lng: number; state: string; metro: boolean }

type Row = [from: number, to: number, name: string, lat: number, lng: number]

const ROWS: Record<string, Row[]> = {
  NSW: [
    [2000, 2234, 'Sydney Metro', -33.87, 151.21], [2250, 2263, 'Central Coast', -33.43, 151.34], [2264, 2339, 'Newcastle and Hunter', -32.93, 151.75],
    [2340, 2399, 'New England', -31.09, 150.93], [2400, 2419, 'North West New South Wales', -29.47, 149.84], [2420, 2449, 'Mid North Coast', -31.43, 152.91],
    [2450, 2469, 'Coffs Harbour and Clarence', -30.3, 153.11], [2470, 2484, 'Northern Rivers', -28.81, 153.28], [2485, 2490, 'Tweed Coast', -28.18, 153.54],
    [2500, 2534, 'Illawarra', -34.42, 150.89], [2535, 2551, 'South Coast', -35.71, 150.18], [2555, 2574, 'Macarthur', -34.07, 150.81],
    [2575, 2599, 'Southern Tablelands', -34.75, 149.72], [2619, 2649, 'Albury and the Murray', -36.08, 146.92], [2650, 2699, 'Riverina', -35.12, 147.37],
    [2700, 2739, 'Western Riverina', -34.29, 146.05], [2745, 2786, 'Western Sydney and Blue Mountains', -33.75, 150.69], [2787, 2879, 'Central West', -32.25, 148.6],
    [2880, 2899, 'Far West New South Wales', -31.95, 141.45], [2921, 2999, 'Southern Tablelands', -35.0, 149.3],
  ],
  ACT: [[200, 299, 'Canberra', -35.28, 149.13], [2600, 2618, 'Canberra', -35.28, 149.13], [2900, 2920, 'Canberra', -35.28, 149.13]],
  VIC: [
    [3000, 3207, 'Melbourne Metro', -37.81, 144.96], [3208, 3239, 'Geelong', -38.15, 144.36], [3240, 3349, 'Western Victoria', -38.38, 142.48],
    [3350, 3399, 'Ballarat and the Grampians', -37.56, 143.85], [3400, 3499, 'Wimmera', -36.72, 142.2], [3500, 3549, 'Mildura and the Mallee', -34.19, 142.16],
    [3550, 3599, 'Bendigo', -36.76, 144.28], [3600, 3699, 'Goulburn Valley', -36.38, 145.4], [3700, 3749, 'North East Victoria', -36.12, 146.89],
    [3750, 3799, 'Yarra Ranges', -37.75, 145.35], [3800, 3899, 'Gippsland', -38.18, 146.26], [3900, 3999, 'Mornington Peninsula', -38.22, 145.04],
  ],
  QLD: [
    [4000, 4179, 'Brisbane Metro', -27.47, 153.03], [4180, 4207, 'Logan and Redlands', -27.64, 153.11], [4208, 4239, 'Gold Coast', -28.0, 153.4],
    [4270, 4299, 'Scenic Rim', -27.98, 152.99], [4300, 4399, 'Ipswich and Toowoomba', -27.56, 151.95], [4400, 4499, 'Darling Downs', -26.57, 148.79],
    [4500, 4549, 'Moreton Bay', -27.07, 152.95], [4550, 4579, 'Sunshine Coast', -26.65, 153.07], [4580, 4659, 'Wide Bay', -24.87, 152.35],
    [4660, 4699, 'Gladstone', -23.84, 151.26], [4700, 4739, 'Central Queensland', -23.38, 150.51], [4740, 4799, 'Mackay and the Whitsundays', -21.14, 149.19],
    [4800, 4849, 'Townsville', -19.26, 146.82], [4850, 4899, 'Far North Queensland', -16.92, 145.77],
  ],
  SA: [
    [5000, 5199, 'Adelaide Metro', -34.93, 138.6], [5200, 5289, 'Murraylands', -35.12, 139.27], [5290, 5299, 'Limestone Coast', -37.83, 140.78],
    [5300, 5399, 'Riverland and Barossa', -34.17, 140.75], [5400, 5499, 'Mid North', -33.83, 138.61], [5500, 5599, 'Yorke Peninsula', -33.18, 138.01],
    [5600, 5699, 'Eyre Peninsula', -33.03, 137.58], [5700, 5799, 'Far North South Australia', -32.49, 137.77],
  ],
  WA: [
    [6000, 6199, 'Perth Metro', -31.95, 115.86], [6200, 6299, 'South West', -33.33, 115.64], [6300, 6399, 'Great Southern', -35.02, 117.88],
    [6400, 6499, 'Goldfields', -30.75, 121.47], [6500, 6599, 'Mid West', -28.77, 114.61],
  ],
  TAS: [[7000, 7199, 'Hobart Metro', -42.88, 147.33], [7200, 7299, 'Launceston', -41.44, 147.14], [7300, 7999, 'North West Tasmania', -41.18, 146.35]],
  NT: [[800, 832, 'Darwin Metro', -12.46, 130.85], [870, 875, 'Alice Springs', -23.7, 133.88], [833, 899, 'Top End', -14.47, 132.26]],
}

/** The area a postcode of `state` lies in, or null when its block is not listed. */
export function postcodeArea(postcode: string, state: string): PostcodeArea | null {
  const n = Number(postcode)
  const row = (ROWS[state] ?? []).find(([from, to]) => n >= from && n <= to)
  return row ? { name: row[2], lat: row[3], lng: row[4], state, metro: row[2].endsWith(' Metro') || row[2] === 'Canberra' } : null
}
