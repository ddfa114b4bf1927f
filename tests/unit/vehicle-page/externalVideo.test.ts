import { describe, expect, it } from 'vitest'

import { embeddableVideoUrl, externalVideo } from '@/domain/vehicle-page'

describe('embeddableVideoUrl', () => {
  it('accepts YouTube embed addresses, keeping the query', () => {
    expect(embeddableVideoUrl('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ')
    expect(embeddableVideoUrl(' https://www.youtube.com/embed/dQw4w9WgXcQ?start=30 ')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ?start=30')
    expect(embeddableVideoUrl('https://www.youtube-nocookie.com/embed/abc_DEF-123')).toBe('https://www.youtube-nocookie.com/embed/abc_DEF-123')
    expect(embeddableVideoUrl('https://youtube.com/embed/abc')).toBe('https://youtube.com/embed/abc')
  })
  it('refuses watch pages, short links and other sites', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://vimeo.com/123',
      'https://player.vimeo.com/video/123',
      'https://www.youtube.com.evil.example/embed/abc',
      'https://evil.example/www.youtube.com/embed/abc',
      'https://www.youtube.com/embed/',
      'https://www.youtube.com/embed/abc/extra',
    ]) {
      expect(embeddableVideoUrl(url)).toBeNull()
    }
  })
  it('refuses http, credentials, ports and junk', () => {
    for (const url of ['http://www.youtube.com/embed/abc', 'https://user:pw@www.youtube.com/embed/abc', 'https://www.youtube.com:8443/embed/abc', 'not a url', '', null, undefined]) {
      expect(embeddableVideoUrl(url)).toBeNull()
    }
  })
})

describe('externalVideo', () => {
  it('a frame for an embed address', () => {
    expect(externalVideo('https://www.youtube.com/embed/abc')).toEqual({ kind: 'embed', src: 'https://www.youtube.com/embed/abc' })
  })
  it('a link for any other web address', () => {
    expect(externalVideo('https://www.youtube.com/watch?v=abc')).toEqual({ kind: 'link', href: 'https://www.youtube.com/watch?v=abc' })
    expect(externalVideo('http://dealer.example/video')).toEqual({ kind: 'link', href: 'http://dealer.example/video' })
  })
  it('nothing for other schemes or blanks', () => {
    expect(externalVideo('javascript:alert(1)')).toBeNull()
    expect(externalVideo('  ')).toBeNull()
  })
})
